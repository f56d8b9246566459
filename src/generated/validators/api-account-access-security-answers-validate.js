// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-security-answers-validate.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-account-access-security-answers-validate.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-account-access-security-answers-validate.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-account-access-security-answers-validate.json","title":"caption.securityAnswers","type":"object","required":["criteria"],"properties":{"tokenResponse":{"title":"caption.captchaText","type":"string","maxLength":5,"messages":{"maxLength":"field.lengthExact","type":"field.invalid"},"validCharacters":true},"criteria":{"title":"caption.answers","type":"array","minItems":1,"maxItems":5,"messages":{"minItems":"field.required","maxItems":"field.invalid"},"items":{"type":"object","required":["userToken","index","questionId","answerText","accountResetTypeId"],"properties":{"userToken":{"title":"caption.token","type":"string","minLength":1,"maxLength":200,"messages":{"required":"field.required","minLength":"field.required","maxLength":"field.invalid","type":"field.invalid"},"validCharacters":true},"index":{"title":"caption.index","type":"integer","minimum":1,"maximum":5,"messages":{"type":"field.invalid","minimum":"field.invalid","maximum":"field.invalid"}},"questionId":{"title":"caption.securityQuestion","type":"integer","messages":{"required":"field.required","type":"field.invalid","minimum":"field.invalid","maximum":"field.invalid"},"minimum":1,"maximum":2147483647},"answerText":{"title":"caption.answer","type":"string","minLength":1,"maxLength":30,"messages":{"required":"field.required","minLength":"field.required","maxLength":"field.maxLength"},"validCharacters":true},"accountResetTypeId":{"title":"caption.helpType","type":"integer","enum":[1,2,3],"messages":{"type":"field.invalid","enum":"field.invalid"}}},"additionalProperties":false}}},"additionalProperties":false,"if":{"type":"object","required":["tokenResponse"],"properties":{"tokenResponse":{"minLength":1,"type":"string"}}},"then":{"properties":{"tokenResponse":{"$ref":"#/definitions/captcha"}}},"definitions":{"captcha":{"title":"caption.captchaText","type":"string","writeOnly":true,"minLength":5,"maxLength":5,"messages":{"required":"field.required","minLength":"field.lengthExact","maxLength":"field.lengthExact"},"validCharacters":true}}};
const schema28 = {"title":"caption.captchaText","type":"string","writeOnly":true,"minLength":5,"maxLength":5,"messages":{"required":"field.required","minLength":"field.lengthExact","maxLength":"field.lengthExact"},"validCharacters":true};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-account-access-security-answers-validate.json" */;
let vErrors = null;
let errors = 0;
const _errs2 = errors;
let valid0 = true;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.tokenResponse === undefined) && (missing0 = "tokenResponse")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.tokenResponse !== undefined){
let data0 = data.tokenResponse;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
}
else {
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tokenResponse !== undefined){
let data1 = data.tokenResponse;
if(typeof data1 === "string"){
if(func2(data1) > 5){
const err4 = {instancePath:instancePath+"/tokenResponse",schemaPath:"#/definitions/captcha/maxLength",keyword:"maxLength",params:{limit: 5}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func2(data1) < 5){
const err5 = {instancePath:instancePath+"/tokenResponse",schemaPath:"#/definitions/captcha/minLength",keyword:"minLength",params:{limit: 5}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(pattern0.test(data1)){
const err6 = {instancePath:instancePath+"/tokenResponse",schemaPath:"#/definitions/captcha/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/tokenResponse",schemaPath:"#/definitions/captcha/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
var _valid0 = _errs7 === errors;
valid0 = _valid0;
}
if(!valid0){
const err8 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.criteria === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "criteria"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "tokenResponse") || (key0 === "criteria"))){
const err10 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.tokenResponse !== undefined){
let data2 = data.tokenResponse;
if(typeof data2 === "string"){
if(func2(data2) > 5){
const err11 = {instancePath:instancePath+"/tokenResponse",schemaPath:"#/properties/tokenResponse/maxLength",keyword:"maxLength",params:{limit: 5}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(pattern0.test(data2)){
const err12 = {instancePath:instancePath+"/tokenResponse",schemaPath:"#/properties/tokenResponse/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/tokenResponse",schemaPath:"#/properties/tokenResponse/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.criteria !== undefined){
let data3 = data.criteria;
if(Array.isArray(data3)){
if(data3.length > 5){
const err14 = {instancePath:instancePath+"/criteria",schemaPath:"#/properties/criteria/maxItems",keyword:"maxItems",params:{limit: 5}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3.length < 1){
const err15 = {instancePath:instancePath+"/criteria",schemaPath:"#/properties/criteria/minItems",keyword:"minItems",params:{limit: 1}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.userToken === undefined){
const err16 = {instancePath:instancePath+"/criteria/" + i0,schemaPath:"#/properties/criteria/items/required",keyword:"required",params:{missingProperty: "userToken"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4.index === undefined){
const err17 = {instancePath:instancePath+"/criteria/" + i0,schemaPath:"#/properties/criteria/items/required",keyword:"required",params:{missingProperty: "index"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4.questionId === undefined){
const err18 = {instancePath:instancePath+"/criteria/" + i0,schemaPath:"#/properties/criteria/items/required",keyword:"required",params:{missingProperty: "questionId"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data4.answerText === undefined){
const err19 = {instancePath:instancePath+"/criteria/" + i0,schemaPath:"#/properties/criteria/items/required",keyword:"required",params:{missingProperty: "answerText"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data4.accountResetTypeId === undefined){
const err20 = {instancePath:instancePath+"/criteria/" + i0,schemaPath:"#/properties/criteria/items/required",keyword:"required",params:{missingProperty: "accountResetTypeId"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key1 in data4){
if(!(((((key1 === "userToken") || (key1 === "index")) || (key1 === "questionId")) || (key1 === "answerText")) || (key1 === "accountResetTypeId"))){
const err21 = {instancePath:instancePath+"/criteria/" + i0,schemaPath:"#/properties/criteria/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data4.userToken !== undefined){
let data5 = data4.userToken;
if(typeof data5 === "string"){
if(func2(data5) > 200){
const err22 = {instancePath:instancePath+"/criteria/" + i0+"/userToken",schemaPath:"#/properties/criteria/items/properties/userToken/maxLength",keyword:"maxLength",params:{limit: 200}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func2(data5) < 1){
const err23 = {instancePath:instancePath+"/criteria/" + i0+"/userToken",schemaPath:"#/properties/criteria/items/properties/userToken/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(pattern0.test(data5)){
const err24 = {instancePath:instancePath+"/criteria/" + i0+"/userToken",schemaPath:"#/properties/criteria/items/properties/userToken/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/criteria/" + i0+"/userToken",schemaPath:"#/properties/criteria/items/properties/userToken/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data4.index !== undefined){
let data6 = data4.index;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err26 = {instancePath:instancePath+"/criteria/" + i0+"/index",schemaPath:"#/properties/criteria/items/properties/index/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 > 5 || isNaN(data6)){
const err27 = {instancePath:instancePath+"/criteria/" + i0+"/index",schemaPath:"#/properties/criteria/items/properties/index/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err28 = {instancePath:instancePath+"/criteria/" + i0+"/index",schemaPath:"#/properties/criteria/items/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data4.questionId !== undefined){
let data7 = data4.questionId;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err29 = {instancePath:instancePath+"/criteria/" + i0+"/questionId",schemaPath:"#/properties/criteria/items/properties/questionId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 > 2147483647 || isNaN(data7)){
const err30 = {instancePath:instancePath+"/criteria/" + i0+"/questionId",schemaPath:"#/properties/criteria/items/properties/questionId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err31 = {instancePath:instancePath+"/criteria/" + i0+"/questionId",schemaPath:"#/properties/criteria/items/properties/questionId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
if(data4.answerText !== undefined){
let data8 = data4.answerText;
if(typeof data8 === "string"){
if(func2(data8) > 30){
const err32 = {instancePath:instancePath+"/criteria/" + i0+"/answerText",schemaPath:"#/properties/criteria/items/properties/answerText/maxLength",keyword:"maxLength",params:{limit: 30}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(func2(data8) < 1){
const err33 = {instancePath:instancePath+"/criteria/" + i0+"/answerText",schemaPath:"#/properties/criteria/items/properties/answerText/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(pattern0.test(data8)){
const err34 = {instancePath:instancePath+"/criteria/" + i0+"/answerText",schemaPath:"#/properties/criteria/items/properties/answerText/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/criteria/" + i0+"/answerText",schemaPath:"#/properties/criteria/items/properties/answerText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data4.accountResetTypeId !== undefined){
let data9 = data4.accountResetTypeId;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err36 = {instancePath:instancePath+"/criteria/" + i0+"/accountResetTypeId",schemaPath:"#/properties/criteria/items/properties/accountResetTypeId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!(((data9 === 1) || (data9 === 2)) || (data9 === 3))){
const err37 = {instancePath:instancePath+"/criteria/" + i0+"/accountResetTypeId",schemaPath:"#/properties/criteria/items/properties/accountResetTypeId/enum",keyword:"enum",params:{allowedValues: schema27.properties.criteria.items.properties.accountResetTypeId.enum}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/criteria/" + i0,schemaPath:"#/properties/criteria/items/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/criteria",schemaPath:"#/properties/criteria/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

__validators["-6b6f0f5"] = validate11;
const schema29 = {"type":"object","required":["tokenResponse"],"properties":{"tokenResponse":{"minLength":1,"type":"string"}},"$id":"-6b6f0f5"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-6b6f0f5" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tokenResponse === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tokenResponse"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.tokenResponse !== undefined){
let data0 = data.tokenResponse;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {instancePath:instancePath+"/tokenResponse",schemaPath:"#/properties/tokenResponse/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/tokenResponse",schemaPath:"#/properties/tokenResponse/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}
