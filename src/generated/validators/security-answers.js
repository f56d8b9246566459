// generated - do not edit: written by `npm run gen` from schemas/defs/security-answers.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/defs/security-answers.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/defs/security-answers.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/defs/security-answers.json","title":"caption.securityQuestions","type":"array","maxItems":5,"items":{"$ref":"#/definitions/security-answer-pair"},"uniqueByProperty":{"property":"QuestionId","messageId":"securityQuestion.duplicate"},"messages":{"required":"field.required","maxItems":"field.invalid"},"definitions":{"security-answer":{"title":"caption.answer","type":"string","writeOnly":true,"minLength":2,"maxLength":30,"pattern":"^[A-Za-z0-9 ,'-]*$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"securityAnswer.characters"},"validCharacters":true},"security-answer-pair":{"title":"caption.securityQuestion","type":"object","properties":{"QuestionId":{"title":"caption.securityQuestion","type":"integer","messages":{"required":"field.required","type":"field.invalid","minimum":"field.invalid","maximum":"field.invalid"},"minimum":1,"maximum":2147483647},"Answer":{"$ref":"#/definitions/security-answer"}},"pairedProperties":{"properties":["QuestionId","Answer"],"messageId":"securityQuestion.pairIncomplete"}}}};
const schema28 = {"title":"caption.securityQuestion","type":"object","properties":{"QuestionId":{"title":"caption.securityQuestion","type":"integer","messages":{"required":"field.required","type":"field.invalid","minimum":"field.invalid","maximum":"field.invalid"},"minimum":1,"maximum":2147483647},"Answer":{"$ref":"#/definitions/security-answer"}},"pairedProperties":{"properties":["QuestionId","Answer"],"messageId":"securityQuestion.pairIncomplete"}};
const schema29 = {"title":"caption.answer","type":"string","writeOnly":true,"minLength":2,"maxLength":30,"pattern":"^[A-Za-z0-9 ,'-]*$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"securityAnswer.characters"},"validCharacters":true};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("^[A-Za-z0-9 ,'-]*$", "u");
const pattern1 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.QuestionId !== undefined){
let data0 = data.QuestionId;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err0 = {instancePath:instancePath+"/QuestionId",schemaPath:"#/properties/QuestionId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 2147483647 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/QuestionId",schemaPath:"#/properties/QuestionId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/QuestionId",schemaPath:"#/properties/QuestionId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
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
if(data.Answer !== undefined){
let data1 = data.Answer;
if(typeof data1 === "string"){
if(func2(data1) > 30){
const err3 = {instancePath:instancePath+"/Answer",schemaPath:"#/definitions/security-answer/maxLength",keyword:"maxLength",params:{limit: 30}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data1) < 2){
const err4 = {instancePath:instancePath+"/Answer",schemaPath:"#/definitions/security-answer/minLength",keyword:"minLength",params:{limit: 2}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/Answer",schemaPath:"#/definitions/security-answer/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9 ,'-]*$"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(pattern1.test(data1)){
const err6 = {instancePath:instancePath+"/Answer",schemaPath:"#/definitions/security-answer/validCharacters",keyword:"validCharacters",params:{messageId: "securityAnswer.characters"}};
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
const err7 = {instancePath:instancePath+"/Answer",schemaPath:"#/definitions/security-answer/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(((data["QuestionId"] !== undefined && data["QuestionId"] !== null && data["QuestionId"] !== "") || (data["Answer"] !== undefined && data["Answer"] !== null && data["Answer"] !== "")) && !(data["QuestionId"] !== undefined && data["QuestionId"] !== null && data["QuestionId"] !== "")){
const err8 = {instancePath:instancePath+"/QuestionId",schemaPath:"#/pairedProperties",keyword:"pairedProperties",params:{messageId: "securityQuestion.pairIncomplete"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(((data["QuestionId"] !== undefined && data["QuestionId"] !== null && data["QuestionId"] !== "") || (data["Answer"] !== undefined && data["Answer"] !== null && data["Answer"] !== "")) && !(data["Answer"] !== undefined && data["Answer"] !== null && data["Answer"] !== "")){
const err9 = {instancePath:instancePath+"/Answer",schemaPath:"#/pairedProperties",keyword:"pairedProperties",params:{messageId: "securityQuestion.pairIncomplete"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/defs/security-answers.json" */;
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
if(data.length > 5){
const err0 = {instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 5}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate11(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
for(let j0=1; j0<data.length; j0++){
for(let i1=0; i1<j0; i1++){
if(data[i1] && data[j0] && typeof data[i1] == "object" && typeof data[j0] == "object" && data[i1]["QuestionId"] !== undefined && data[i1]["QuestionId"] !== null && data[i1]["QuestionId"] === data[j0]["QuestionId"]){
const err1 = {instancePath,schemaPath:"#/uniqueByProperty",keyword:"uniqueByProperty",params:{messageId: "securityQuestion.duplicate", property: "QuestionId", index: j0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
