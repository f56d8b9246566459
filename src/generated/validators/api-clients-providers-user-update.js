// generated - do not edit: written by `npm run gen` from schemas/models/api-clients-providers-user-update.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-clients-providers-user-update.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-clients-providers-user-update.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-clients-providers-user-update.json","title":"caption.userUpdate","type":"object","required":["userId","userRole"],"properties":{"userId":{"title":"caption.user","type":"integer","minimum":1,"messages":{"required":"field.required","type":"field.invalid","minimum":"field.invalid","maximum":"field.invalid"},"maximum":9007199254740991},"userRole":{"$ref":"#/definitions/user-role"},"userName":{"title":"caption.username","type":["string","null"],"maxLength":150,"messages":{"type":"field.invalid","maxLength":"field.maxLength"},"validCharacters":true},"providerClients":{"title":"caption.healthPlans","type":["array","null"],"maxItems":500,"items":{"type":"object","required":["id"],"properties":{"id":{"title":"caption.healthPlan","type":"integer","minimum":1,"maximum":2147483647,"messages":{"required":"field.required","type":"field.invalid","minimum":"field.invalid","maximum":"field.invalid"}},"name":{"type":["string","null"],"maxLength":200,"validCharacters":true},"selected":{"type":["boolean","null"]},"isSso":{"type":["boolean","null"]},"isNew":{"type":["boolean","null"]},"pin":{"title":"caption.pin","anyOf":[{"type":"boolean"},{"type":"null"},{"type":"string","maxLength":20,"validCharacters":true}],"messages":{"type":"field.invalid"}},"hasPin":{"type":["boolean","null"]},"url":{"type":["string","null"],"maxLength":2000,"validCharacters":true},"totalProviders":{"type":["integer","null"],"minimum":0,"maximum":2147483647}},"if":{"required":["selected","hasPin"],"properties":{"selected":{"const":true},"hasPin":{"const":true}}},"then":{"required":["pin"],"properties":{"pin":{"type":"string","minLength":1,"messages":{"type":"field.required","minLength":"field.required"},"validCharacters":true}}},"messages":{"type":"field.invalid"}},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"providerIdentifiers":{"title":"caption.providerIdentifiers","type":["array","null"],"maxItems":20,"items":{"$ref":"#/definitions/provider-identifier"},"uniqueByProperty":{"property":"value","messageId":"registration.identifierDuplicate"},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"healthPlan":{"title":"caption.healthPlan","type":["object","null"],"required":["id"],"properties":{"id":{"title":"caption.healthPlan","type":"integer","minimum":1,"maximum":2147483647,"messages":{"required":"field.required","type":"field.invalid","minimum":"field.invalid","maximum":"field.invalid"}},"name":{"type":["string","null"],"maxLength":200,"validCharacters":true},"url":{"type":["string","null"],"maxLength":2000,"validCharacters":true},"isUnsupported":{"type":["boolean","null"]},"pin":{"title":"caption.pin","type":["string","null"],"maxLength":20,"messages":{"type":"field.invalid","maxLength":"field.invalid"},"validCharacters":true}},"messages":{"type":"field.invalid"}},"commercialHealthplanSelected":{"title":"caption.commercialUtilizationReview","type":["boolean","null"],"messages":{"type":"field.invalid"}},"geneticCounselor":{"title":"caption.role.10","type":["boolean","null"],"messages":{"type":"field.invalid"}}},"allOf":[{"if":{"properties":{"userRole":{"anyOf":[{"const":5},{"type":"object","required":["name"],"properties":{"name":{"const":"Health Plan Representative"}}}]}},"required":["userRole"]},"then":{"required":["healthPlan"],"properties":{"healthPlan":{"type":"object","messages":{"type":"field.required"}}}}}],"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid","required":"field.required"},"definitions":{"user-role":{"title":"caption.userRole","if":{"type":"integer"},"then":{"oneOf":[{"const":1,"title":"caption.role.1"},{"const":2,"title":"caption.role.2"},{"const":5,"title":"caption.role.5"},{"const":10,"title":"caption.role.10"}]},"else":{"type":"object","required":["name"],"properties":{"id":{"title":"caption.role","type":"integer","enum":[1,2,5,10],"messages":{"type":"field.invalid","enum":"field.invalid"}},"name":{"title":"caption.role","type":"string","enum":["Ordering Provider","Servicing Provider","Health Plan Representative","Genetic Counselor"],"messages":{"required":"field.required","type":"field.invalid","enum":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"messages":{"type":"field.invalid","required":"field.required","additionalProperties":"field.invalid"}},"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid","additionalProperties":"field.invalid"}},"provider-identifier":{"title":"caption.providerIdentifier","type":"object","required":["type","value"],"properties":{"type":{"title":"caption.identifierType","type":"integer","oneOf":[{"const":0,"title":"caption.taxIdTin"},{"const":1,"title":"caption.npi"},{"const":2,"title":"caption.groupNpi"},{"const":3,"title":"caption.providerIdClid"},{"const":4,"title":"caption.groupId"},{"const":5,"title":"caption.groupTin"}],"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid"}},"value":{"title":"caption.identifier","type":"string","messages":{"required":"field.required","minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly","npiCheckDigit":"providerIdentifier.npiCheckDigit","validCharacters":"field.invalid"},"validCharacters":true}},"allOf":[{"if":{"properties":{"type":{"enum":[0,5]}},"required":["type"]},"then":{"properties":{"value":{"type":"string","minLength":9,"maxLength":9,"pattern":"^[0-9]*$","validCharacters":true}}}},{"if":{"properties":{"type":{"enum":[1,2]}},"required":["type"]},"then":{"properties":{"value":{"type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","npiCheckDigit":true,"validCharacters":true}}}},{"if":{"properties":{"type":{"const":3}},"required":["type"]},"then":{"properties":{"value":{"type":"string","patternRules":[{"pattern":"^[\\s\\S]{0,36}$","messageId":"providerIdentifier.clidLength","params":{"limit":36}}],"validCharacters":true}}}}]}}};
const schema28 = {"title":"caption.userRole","if":{"type":"integer"},"then":{"oneOf":[{"const":1,"title":"caption.role.1"},{"const":2,"title":"caption.role.2"},{"const":5,"title":"caption.role.5"},{"const":10,"title":"caption.role.10"}]},"else":{"type":"object","required":["name"],"properties":{"id":{"title":"caption.role","type":"integer","enum":[1,2,5,10],"messages":{"type":"field.invalid","enum":"field.invalid"}},"name":{"title":"caption.role","type":"string","enum":["Ordering Provider","Servicing Provider","Health Plan Representative","Genetic Counselor"],"messages":{"required":"field.required","type":"field.invalid","enum":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"messages":{"type":"field.invalid","required":"field.required","additionalProperties":"field.invalid"}},"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid","additionalProperties":"field.invalid"}};
const schema29 = {"title":"caption.providerIdentifier","type":"object","required":["type","value"],"properties":{"type":{"title":"caption.identifierType","type":"integer","oneOf":[{"const":0,"title":"caption.taxIdTin"},{"const":1,"title":"caption.npi"},{"const":2,"title":"caption.groupNpi"},{"const":3,"title":"caption.providerIdClid"},{"const":4,"title":"caption.groupId"},{"const":5,"title":"caption.groupTin"}],"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid"}},"value":{"title":"caption.identifier","type":"string","messages":{"required":"field.required","minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly","npiCheckDigit":"providerIdentifier.npiCheckDigit","validCharacters":"field.invalid"},"validCharacters":true}},"allOf":[{"if":{"properties":{"type":{"enum":[0,5]}},"required":["type"]},"then":{"properties":{"value":{"type":"string","minLength":9,"maxLength":9,"pattern":"^[0-9]*$","validCharacters":true}}}},{"if":{"properties":{"type":{"enum":[1,2]}},"required":["type"]},"then":{"properties":{"value":{"type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","npiCheckDigit":true,"validCharacters":true}}}},{"if":{"properties":{"type":{"const":3}},"required":["type"]},"then":{"properties":{"value":{"type":"string","patternRules":[{"pattern":"^[\\s\\S]{0,36}$","messageId":"providerIdentifier.clidLength","params":{"limit":36}}],"validCharacters":true}}}}]};
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern6 = new RegExp("^[0-9]*$", "u");
const pattern10 = new RegExp("^[\\s\\S]{0,36}$", "u");
const func2 = (__runtime0.default?.default ?? __runtime0.default);

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-clients-providers-user-update.json" */;
let vErrors = null;
let errors = 0;
const _errs3 = errors;
let valid1 = true;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.userRole === undefined) && (missing0 = "userRole")){
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
if(data.userRole !== undefined){
let data0 = data.userRole;
const _errs6 = errors;
let valid3 = false;
const _errs7 = errors;
if(5 !== data0){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid1 = _errs7 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const _errs8 = errors;
if(errors === _errs8){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((data0.name === undefined) && (missing1 = "name")){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data0.name !== undefined){
if("Health Plan Representative" !== data0.name){
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
}
}
else {
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid1 = _errs8 === errors;
valid3 = valid3 || _valid1;
}
if(!valid3){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
}
}
var _valid0 = _errs4 === errors;
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.healthPlan === undefined){
const err6 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "healthPlan"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.healthPlan !== undefined){
let data2 = data.healthPlan;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err7 = {instancePath:instancePath+"/healthPlan",schemaPath:"#/allOf/0/then/properties/healthPlan/type",keyword:"type",params:{type: "object"}};
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
var _valid0 = _errs11 === errors;
valid1 = _valid0;
}
if(!valid1){
const err8 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userId === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userId"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.userRole === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userRole"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "userId") || (key0 === "userRole")) || (key0 === "userName")) || (key0 === "providerClients")) || (key0 === "providerIdentifiers")) || (key0 === "healthPlan")) || (key0 === "commercialHealthplanSelected")) || (key0 === "geneticCounselor"))){
const err11 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.userId !== undefined){
let data3 = data.userId;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err12 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 9007199254740991 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.userRole !== undefined){
let data4 = data.userRole;
const _errs22 = errors;
let valid8 = true;
const _errs23 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err15 = {};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid2 = _errs23 === errors;
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid2){
const _errs25 = errors;
const _errs26 = errors;
let valid9 = false;
let passing0 = null;
const _errs27 = errors;
if(1 !== data4){
const err16 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/0/const",keyword:"const",params:{allowedValue: 1}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid3 = _errs27 === errors;
if(_valid3){
valid9 = true;
passing0 = 0;
}
const _errs28 = errors;
if(2 !== data4){
const err17 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/1/const",keyword:"const",params:{allowedValue: 2}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid3 = _errs28 === errors;
if(_valid3 && valid9){
valid9 = false;
passing0 = [passing0, 1];
}
else {
if(_valid3){
valid9 = true;
passing0 = 1;
}
const _errs29 = errors;
if(5 !== data4){
const err18 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/2/const",keyword:"const",params:{allowedValue: 5}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid3 = _errs29 === errors;
if(_valid3 && valid9){
valid9 = false;
passing0 = [passing0, 2];
}
else {
if(_valid3){
valid9 = true;
passing0 = 2;
}
const _errs30 = errors;
if(10 !== data4){
const err19 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/3/const",keyword:"const",params:{allowedValue: 10}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid3 = _errs30 === errors;
if(_valid3 && valid9){
valid9 = false;
passing0 = [passing0, 3];
}
else {
if(_valid3){
valid9 = true;
passing0 = 3;
}
}
}
}
if(!valid9){
const err20 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
var _valid2 = _errs25 === errors;
valid8 = _valid2;
ifClause0 = "then";
}
else {
const _errs31 = errors;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.name === undefined){
const err21 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/else/required",keyword:"required",params:{missingProperty: "name"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key1 in data4){
if(!((key1 === "id") || (key1 === "name"))){
const err22 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/else/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data4.id !== undefined){
let data5 = data4.id;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err23 = {instancePath:instancePath+"/userRole/id",schemaPath:"#/definitions/user-role/else/properties/id/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!((((data5 === 1) || (data5 === 2)) || (data5 === 5)) || (data5 === 10))){
const err24 = {instancePath:instancePath+"/userRole/id",schemaPath:"#/definitions/user-role/else/properties/id/enum",keyword:"enum",params:{allowedValues: schema28.else.properties.id.enum}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data4.name !== undefined){
let data6 = data4.name;
if(!((((data6 === "Ordering Provider") || (data6 === "Servicing Provider")) || (data6 === "Health Plan Representative")) || (data6 === "Genetic Counselor"))){
const err25 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/definitions/user-role/else/properties/name/enum",keyword:"enum",params:{allowedValues: schema28.else.properties.name.enum}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data6 === "string"){
if(pattern0.test(data6)){
const err26 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/definitions/user-role/else/properties/name/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/definitions/user-role/else/properties/name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/else/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid2 = _errs31 === errors;
valid8 = _valid2;
ifClause0 = "else";
}
if(!valid8){
const err29 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/if",keyword:"if",params:{failingKeyword: ifClause0}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.userName !== undefined){
let data7 = data.userName;
if((typeof data7 !== "string") && (data7 !== null)){
const err30 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/type",keyword:"type",params:{type: schema27.properties.userName.type}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(typeof data7 === "string"){
if(func2(data7) > 150){
const err31 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/maxLength",keyword:"maxLength",params:{limit: 150}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(pattern0.test(data7)){
const err32 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
if(data.providerClients !== undefined){
let data8 = data.providerClients;
if((!(Array.isArray(data8))) && (data8 !== null)){
const err33 = {instancePath:instancePath+"/providerClients",schemaPath:"#/properties/providerClients/type",keyword:"type",params:{type: schema27.properties.providerClients.type}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(Array.isArray(data8)){
if(data8.length > 500){
const err34 = {instancePath:instancePath+"/providerClients",schemaPath:"#/properties/providerClients/maxItems",keyword:"maxItems",params:{limit: 500}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs50 = errors;
let valid13 = true;
const _errs51 = errors;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing2;
if(((data9.selected === undefined) && (missing2 = "selected")) || ((data9.hasPin === undefined) && (missing2 = "hasPin"))){
const err35 = {};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
if(data9.selected !== undefined){
const _errs52 = errors;
if(true !== data9.selected){
const err36 = {};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var valid14 = _errs52 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data9.hasPin !== undefined){
const _errs53 = errors;
if(true !== data9.hasPin){
const err37 = {};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var valid14 = _errs53 === errors;
}
else {
var valid14 = true;
}
}
}
}
var _valid4 = _errs51 === errors;
errors = _errs50;
if(vErrors !== null){
if(_errs50){
vErrors.length = _errs50;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs54 = errors;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.pin === undefined){
const err38 = {instancePath:instancePath+"/providerClients/" + i0,schemaPath:"#/properties/providerClients/items/then/required",keyword:"required",params:{missingProperty: "pin"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data9.pin !== undefined){
let data12 = data9.pin;
if(typeof data12 === "string"){
if(func2(data12) < 1){
const err39 = {instancePath:instancePath+"/providerClients/" + i0+"/pin",schemaPath:"#/properties/providerClients/items/then/properties/pin/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(pattern0.test(data12)){
const err40 = {instancePath:instancePath+"/providerClients/" + i0+"/pin",schemaPath:"#/properties/providerClients/items/then/properties/pin/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/providerClients/" + i0+"/pin",schemaPath:"#/properties/providerClients/items/then/properties/pin/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
var _valid4 = _errs54 === errors;
valid13 = _valid4;
}
if(!valid13){
const err42 = {instancePath:instancePath+"/providerClients/" + i0,schemaPath:"#/properties/providerClients/items/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.id === undefined){
const err43 = {instancePath:instancePath+"/providerClients/" + i0,schemaPath:"#/properties/providerClients/items/required",keyword:"required",params:{missingProperty: "id"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data9.id !== undefined){
let data13 = data9.id;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
const err44 = {instancePath:instancePath+"/providerClients/" + i0+"/id",schemaPath:"#/properties/providerClients/items/properties/id/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(typeof data13 == "number"){
if(data13 > 2147483647 || isNaN(data13)){
const err45 = {instancePath:instancePath+"/providerClients/" + i0+"/id",schemaPath:"#/properties/providerClients/items/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data13 < 1 || isNaN(data13)){
const err46 = {instancePath:instancePath+"/providerClients/" + i0+"/id",schemaPath:"#/properties/providerClients/items/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
if(data9.name !== undefined){
let data14 = data9.name;
if((typeof data14 !== "string") && (data14 !== null)){
const err47 = {instancePath:instancePath+"/providerClients/" + i0+"/name",schemaPath:"#/properties/providerClients/items/properties/name/type",keyword:"type",params:{type: schema27.properties.providerClients.items.properties.name.type}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(typeof data14 === "string"){
if(func2(data14) > 200){
const err48 = {instancePath:instancePath+"/providerClients/" + i0+"/name",schemaPath:"#/properties/providerClients/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 200}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(pattern0.test(data14)){
const err49 = {instancePath:instancePath+"/providerClients/" + i0+"/name",schemaPath:"#/properties/providerClients/items/properties/name/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
if(data9.selected !== undefined){
let data15 = data9.selected;
if((typeof data15 !== "boolean") && (data15 !== null)){
const err50 = {instancePath:instancePath+"/providerClients/" + i0+"/selected",schemaPath:"#/properties/providerClients/items/properties/selected/type",keyword:"type",params:{type: schema27.properties.providerClients.items.properties.selected.type}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data9.isSso !== undefined){
let data16 = data9.isSso;
if((typeof data16 !== "boolean") && (data16 !== null)){
const err51 = {instancePath:instancePath+"/providerClients/" + i0+"/isSso",schemaPath:"#/properties/providerClients/items/properties/isSso/type",keyword:"type",params:{type: schema27.properties.providerClients.items.properties.isSso.type}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data9.isNew !== undefined){
let data17 = data9.isNew;
if((typeof data17 !== "boolean") && (data17 !== null)){
const err52 = {instancePath:instancePath+"/providerClients/" + i0+"/isNew",schemaPath:"#/properties/providerClients/items/properties/isNew/type",keyword:"type",params:{type: schema27.properties.providerClients.items.properties.isNew.type}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data9.pin !== undefined){
let data18 = data9.pin;
const _errs71 = errors;
let valid17 = false;
const _errs72 = errors;
if(typeof data18 !== "boolean"){
const err53 = {instancePath:instancePath+"/providerClients/" + i0+"/pin",schemaPath:"#/properties/providerClients/items/properties/pin/anyOf/0/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid5 = _errs72 === errors;
valid17 = valid17 || _valid5;
if(!valid17){
const _errs74 = errors;
if(data18 !== null){
const err54 = {instancePath:instancePath+"/providerClients/" + i0+"/pin",schemaPath:"#/properties/providerClients/items/properties/pin/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid5 = _errs74 === errors;
valid17 = valid17 || _valid5;
if(!valid17){
const _errs76 = errors;
if(typeof data18 === "string"){
if(func2(data18) > 20){
const err55 = {instancePath:instancePath+"/providerClients/" + i0+"/pin",schemaPath:"#/properties/providerClients/items/properties/pin/anyOf/2/maxLength",keyword:"maxLength",params:{limit: 20}};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(pattern0.test(data18)){
const err56 = {instancePath:instancePath+"/providerClients/" + i0+"/pin",schemaPath:"#/properties/providerClients/items/properties/pin/anyOf/2/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/providerClients/" + i0+"/pin",schemaPath:"#/properties/providerClients/items/properties/pin/anyOf/2/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid5 = _errs76 === errors;
valid17 = valid17 || _valid5;
}
}
if(!valid17){
const err58 = {instancePath:instancePath+"/providerClients/" + i0+"/pin",schemaPath:"#/properties/providerClients/items/properties/pin/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
else {
errors = _errs71;
if(vErrors !== null){
if(_errs71){
vErrors.length = _errs71;
}
else {
vErrors = null;
}
}
}
}
if(data9.hasPin !== undefined){
let data19 = data9.hasPin;
if((typeof data19 !== "boolean") && (data19 !== null)){
const err59 = {instancePath:instancePath+"/providerClients/" + i0+"/hasPin",schemaPath:"#/properties/providerClients/items/properties/hasPin/type",keyword:"type",params:{type: schema27.properties.providerClients.items.properties.hasPin.type}};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data9.url !== undefined){
let data20 = data9.url;
if((typeof data20 !== "string") && (data20 !== null)){
const err60 = {instancePath:instancePath+"/providerClients/" + i0+"/url",schemaPath:"#/properties/providerClients/items/properties/url/type",keyword:"type",params:{type: schema27.properties.providerClients.items.properties.url.type}};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(typeof data20 === "string"){
if(func2(data20) > 2000){
const err61 = {instancePath:instancePath+"/providerClients/" + i0+"/url",schemaPath:"#/properties/providerClients/items/properties/url/maxLength",keyword:"maxLength",params:{limit: 2000}};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(pattern0.test(data20)){
const err62 = {instancePath:instancePath+"/providerClients/" + i0+"/url",schemaPath:"#/properties/providerClients/items/properties/url/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
if(data9.totalProviders !== undefined){
let data21 = data9.totalProviders;
if((!((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21)))) && (data21 !== null)){
const err63 = {instancePath:instancePath+"/providerClients/" + i0+"/totalProviders",schemaPath:"#/properties/providerClients/items/properties/totalProviders/type",keyword:"type",params:{type: schema27.properties.providerClients.items.properties.totalProviders.type}};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(typeof data21 == "number"){
if(data21 > 2147483647 || isNaN(data21)){
const err64 = {instancePath:instancePath+"/providerClients/" + i0+"/totalProviders",schemaPath:"#/properties/providerClients/items/properties/totalProviders/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647}};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data21 < 0 || isNaN(data21)){
const err65 = {instancePath:instancePath+"/providerClients/" + i0+"/totalProviders",schemaPath:"#/properties/providerClients/items/properties/totalProviders/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
}
else {
const err66 = {instancePath:instancePath+"/providerClients/" + i0,schemaPath:"#/properties/providerClients/items/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
}
if(data.providerIdentifiers !== undefined){
let data22 = data.providerIdentifiers;
if((!(Array.isArray(data22))) && (data22 !== null)){
const err67 = {instancePath:instancePath+"/providerIdentifiers",schemaPath:"#/properties/providerIdentifiers/type",keyword:"type",params:{type: schema27.properties.providerIdentifiers.type}};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(Array.isArray(data22)){
if(data22.length > 20){
const err68 = {instancePath:instancePath+"/providerIdentifiers",schemaPath:"#/properties/providerIdentifiers/maxItems",keyword:"maxItems",params:{limit: 20}};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
const len1 = data22.length;
for(let i1=0; i1<len1; i1++){
let data23 = data22[i1];
const _errs92 = errors;
let valid22 = true;
const _errs93 = errors;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
let missing3;
if((data23.type === undefined) && (missing3 = "type")){
const err69 = {};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
else {
if(data23.type !== undefined){
let data24 = data23.type;
if(!((data24 === 0) || (data24 === 5))){
const err70 = {};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
}
var _valid6 = _errs93 === errors;
errors = _errs92;
if(vErrors !== null){
if(_errs92){
vErrors.length = _errs92;
}
else {
vErrors = null;
}
}
if(_valid6){
const _errs95 = errors;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.value !== undefined){
let data25 = data23.value;
if(typeof data25 === "string"){
if(func2(data25) > 9){
const err71 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/maxLength",keyword:"maxLength",params:{limit: 9}};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(func2(data25) < 9){
const err72 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/minLength",keyword:"minLength",params:{limit: 9}};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(!pattern6.test(data25)){
const err73 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"}};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(pattern0.test(data25)){
const err74 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
else {
const err75 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
var _valid6 = _errs95 === errors;
valid22 = _valid6;
}
if(!valid22){
const err76 = {instancePath:instancePath+"/providerIdentifiers/" + i1,schemaPath:"#/definitions/provider-identifier/allOf/0/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
const _errs99 = errors;
let valid25 = true;
const _errs100 = errors;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
let missing4;
if((data23.type === undefined) && (missing4 = "type")){
const err77 = {};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
else {
if(data23.type !== undefined){
let data26 = data23.type;
if(!((data26 === 1) || (data26 === 2))){
const err78 = {};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
}
var _valid7 = _errs100 === errors;
errors = _errs99;
if(vErrors !== null){
if(_errs99){
vErrors.length = _errs99;
}
else {
vErrors = null;
}
}
if(_valid7){
const _errs102 = errors;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.value !== undefined){
let data27 = data23.value;
if(typeof data27 === "string"){
if(func2(data27) > 10){
const err79 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/maxLength",keyword:"maxLength",params:{limit: 10}};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(func2(data27) < 10){
const err80 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/minLength",keyword:"minLength",params:{limit: 10}};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(!pattern6.test(data27)){
const err81 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"}};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(pattern0.test(data27)){
const err82 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
let sum0 = 24;
if(/^[0-9]{10}$/.test(data27)){
for(let i2=0; i2<9; i2++){
let digit0 = data27.charCodeAt(i2) - 48;
if(i2 % 2 === 0){
digit0 = digit0 * 2;
if(digit0 > 9){
digit0 = digit0 - 9;
}
}
sum0 = sum0 + digit0;
}
if((10 - (sum0 % 10)) % 10 !== data27.charCodeAt(9) - 48){
const err83 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/npiCheckDigit",keyword:"npiCheckDigit",params:{}};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
else {
const err84 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
var _valid7 = _errs102 === errors;
valid25 = _valid7;
}
if(!valid25){
const err85 = {instancePath:instancePath+"/providerIdentifiers/" + i1,schemaPath:"#/definitions/provider-identifier/allOf/1/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
const _errs106 = errors;
let valid28 = true;
const _errs107 = errors;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
let missing5;
if((data23.type === undefined) && (missing5 = "type")){
const err86 = {};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
else {
if(data23.type !== undefined){
if(3 !== data23.type){
const err87 = {};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
}
}
var _valid8 = _errs107 === errors;
errors = _errs106;
if(vErrors !== null){
if(_errs106){
vErrors.length = _errs106;
}
else {
vErrors = null;
}
}
if(_valid8){
const _errs109 = errors;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.value !== undefined){
let data29 = data23.value;
if(typeof data29 === "string"){
if(!pattern10.test(data29)){
const err88 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/2/then/properties/value/patternRules",keyword:"patternRules",params:{messageId: "providerIdentifier.clidLength", pattern: "^[\\s\\S]{0,36}$"}};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(pattern0.test(data29)){
const err89 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/2/then/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
else {
const err90 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/2/then/properties/value/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
var _valid8 = _errs109 === errors;
valid28 = _valid8;
}
if(!valid28){
const err91 = {instancePath:instancePath+"/providerIdentifiers/" + i1,schemaPath:"#/definitions/provider-identifier/allOf/2/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.type === undefined){
const err92 = {instancePath:instancePath+"/providerIdentifiers/" + i1,schemaPath:"#/definitions/provider-identifier/required",keyword:"required",params:{missingProperty: "type"}};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(data23.value === undefined){
const err93 = {instancePath:instancePath+"/providerIdentifiers/" + i1,schemaPath:"#/definitions/provider-identifier/required",keyword:"required",params:{missingProperty: "value"}};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(data23.type !== undefined){
let data30 = data23.type;
if(!((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30)))){
const err94 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
const _errs114 = errors;
let valid32 = false;
let passing1 = null;
const _errs115 = errors;
if(0 !== data30){
const err95 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/0/const",keyword:"const",params:{allowedValue: 0}};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
var _valid9 = _errs115 === errors;
if(_valid9){
valid32 = true;
passing1 = 0;
}
const _errs116 = errors;
if(1 !== data30){
const err96 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/1/const",keyword:"const",params:{allowedValue: 1}};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
var _valid9 = _errs116 === errors;
if(_valid9 && valid32){
valid32 = false;
passing1 = [passing1, 1];
}
else {
if(_valid9){
valid32 = true;
passing1 = 1;
}
const _errs117 = errors;
if(2 !== data30){
const err97 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/2/const",keyword:"const",params:{allowedValue: 2}};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
var _valid9 = _errs117 === errors;
if(_valid9 && valid32){
valid32 = false;
passing1 = [passing1, 2];
}
else {
if(_valid9){
valid32 = true;
passing1 = 2;
}
const _errs118 = errors;
if(3 !== data30){
const err98 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/3/const",keyword:"const",params:{allowedValue: 3}};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
var _valid9 = _errs118 === errors;
if(_valid9 && valid32){
valid32 = false;
passing1 = [passing1, 3];
}
else {
if(_valid9){
valid32 = true;
passing1 = 3;
}
const _errs119 = errors;
if(4 !== data30){
const err99 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/4/const",keyword:"const",params:{allowedValue: 4}};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
var _valid9 = _errs119 === errors;
if(_valid9 && valid32){
valid32 = false;
passing1 = [passing1, 4];
}
else {
if(_valid9){
valid32 = true;
passing1 = 4;
}
const _errs120 = errors;
if(5 !== data30){
const err100 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/5/const",keyword:"const",params:{allowedValue: 5}};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
var _valid9 = _errs120 === errors;
if(_valid9 && valid32){
valid32 = false;
passing1 = [passing1, 5];
}
else {
if(_valid9){
valid32 = true;
passing1 = 5;
}
}
}
}
}
}
if(!valid32){
const err101 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf",keyword:"oneOf",params:{passingSchemas: passing1}};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
else {
errors = _errs114;
if(vErrors !== null){
if(_errs114){
vErrors.length = _errs114;
}
else {
vErrors = null;
}
}
}
}
if(data23.value !== undefined){
let data31 = data23.value;
if(typeof data31 === "string"){
if(pattern0.test(data31)){
const err102 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
else {
const err103 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/properties/value/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
}
else {
const err104 = {instancePath:instancePath+"/providerIdentifiers/" + i1,schemaPath:"#/definitions/provider-identifier/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
for(let j0=1; j0<data22.length; j0++){
for(let i3=0; i3<j0; i3++){
if(data22[i3] && data22[j0] && typeof data22[i3] == "object" && typeof data22[j0] == "object" && data22[i3]["value"] !== undefined && data22[i3]["value"] !== null && data22[i3]["value"] === data22[j0]["value"]){
const err105 = {instancePath:instancePath+"/providerIdentifiers",schemaPath:"#/properties/providerIdentifiers/uniqueByProperty",keyword:"uniqueByProperty",params:{messageId: "registration.identifierDuplicate", property: "value", index: j0}};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
}
}
}
if(data.healthPlan !== undefined){
let data32 = data.healthPlan;
if((!(data32 && typeof data32 == "object" && !Array.isArray(data32))) && (data32 !== null)){
const err106 = {instancePath:instancePath+"/healthPlan",schemaPath:"#/properties/healthPlan/type",keyword:"type",params:{type: schema27.properties.healthPlan.type}};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(data32.id === undefined){
const err107 = {instancePath:instancePath+"/healthPlan",schemaPath:"#/properties/healthPlan/required",keyword:"required",params:{missingProperty: "id"}};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(data32.id !== undefined){
let data33 = data32.id;
if(!((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33)))){
const err108 = {instancePath:instancePath+"/healthPlan/id",schemaPath:"#/properties/healthPlan/properties/id/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(typeof data33 == "number"){
if(data33 > 2147483647 || isNaN(data33)){
const err109 = {instancePath:instancePath+"/healthPlan/id",schemaPath:"#/properties/healthPlan/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647}};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if(data33 < 1 || isNaN(data33)){
const err110 = {instancePath:instancePath+"/healthPlan/id",schemaPath:"#/properties/healthPlan/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
}
if(data32.name !== undefined){
let data34 = data32.name;
if((typeof data34 !== "string") && (data34 !== null)){
const err111 = {instancePath:instancePath+"/healthPlan/name",schemaPath:"#/properties/healthPlan/properties/name/type",keyword:"type",params:{type: schema27.properties.healthPlan.properties.name.type}};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if(typeof data34 === "string"){
if(func2(data34) > 200){
const err112 = {instancePath:instancePath+"/healthPlan/name",schemaPath:"#/properties/healthPlan/properties/name/maxLength",keyword:"maxLength",params:{limit: 200}};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(pattern0.test(data34)){
const err113 = {instancePath:instancePath+"/healthPlan/name",schemaPath:"#/properties/healthPlan/properties/name/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
}
if(data32.url !== undefined){
let data35 = data32.url;
if((typeof data35 !== "string") && (data35 !== null)){
const err114 = {instancePath:instancePath+"/healthPlan/url",schemaPath:"#/properties/healthPlan/properties/url/type",keyword:"type",params:{type: schema27.properties.healthPlan.properties.url.type}};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if(typeof data35 === "string"){
if(func2(data35) > 2000){
const err115 = {instancePath:instancePath+"/healthPlan/url",schemaPath:"#/properties/healthPlan/properties/url/maxLength",keyword:"maxLength",params:{limit: 2000}};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(pattern0.test(data35)){
const err116 = {instancePath:instancePath+"/healthPlan/url",schemaPath:"#/properties/healthPlan/properties/url/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
}
if(data32.isUnsupported !== undefined){
let data36 = data32.isUnsupported;
if((typeof data36 !== "boolean") && (data36 !== null)){
const err117 = {instancePath:instancePath+"/healthPlan/isUnsupported",schemaPath:"#/properties/healthPlan/properties/isUnsupported/type",keyword:"type",params:{type: schema27.properties.healthPlan.properties.isUnsupported.type}};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data32.pin !== undefined){
let data37 = data32.pin;
if((typeof data37 !== "string") && (data37 !== null)){
const err118 = {instancePath:instancePath+"/healthPlan/pin",schemaPath:"#/properties/healthPlan/properties/pin/type",keyword:"type",params:{type: schema27.properties.healthPlan.properties.pin.type}};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if(typeof data37 === "string"){
if(func2(data37) > 20){
const err119 = {instancePath:instancePath+"/healthPlan/pin",schemaPath:"#/properties/healthPlan/properties/pin/maxLength",keyword:"maxLength",params:{limit: 20}};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if(pattern0.test(data37)){
const err120 = {instancePath:instancePath+"/healthPlan/pin",schemaPath:"#/properties/healthPlan/properties/pin/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
}
}
}
if(data.commercialHealthplanSelected !== undefined){
let data38 = data.commercialHealthplanSelected;
if((typeof data38 !== "boolean") && (data38 !== null)){
const err121 = {instancePath:instancePath+"/commercialHealthplanSelected",schemaPath:"#/properties/commercialHealthplanSelected/type",keyword:"type",params:{type: schema27.properties.commercialHealthplanSelected.type}};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data.geneticCounselor !== undefined){
let data39 = data.geneticCounselor;
if((typeof data39 !== "boolean") && (data39 !== null)){
const err122 = {instancePath:instancePath+"/geneticCounselor",schemaPath:"#/properties/geneticCounselor/type",keyword:"type",params:{type: schema27.properties.geneticCounselor.type}};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
}
else {
const err123 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

__validators["-4a7b82d5"] = validate11;
const schema30 = {"properties":{"userRole":{"anyOf":[{"const":5},{"type":"object","required":["name"],"properties":{"name":{"const":"Health Plan Representative"}}}]}},"required":["userRole"],"$id":"-4a7b82d5"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-4a7b82d5" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userRole === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userRole"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.userRole !== undefined){
let data0 = data.userRole;
const _errs1 = errors;
let valid1 = false;
const _errs2 = errors;
if(5 !== data0){
const err1 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/anyOf/0/const",keyword:"const",params:{allowedValue: 5}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs2 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs3 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.name === undefined){
const err2 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/anyOf/1/required",keyword:"required",params:{missingProperty: "name"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.name !== undefined){
if("Health Plan Representative" !== data0.name){
const err3 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/properties/userRole/anyOf/1/properties/name/const",keyword:"const",params:{allowedValue: "Health Plan Representative"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/anyOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err5 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
}
}
validate11.errors = vErrors;
return errors === 0;
}

__validators["12b25410"] = validate12;
const schema31 = {"type":"integer","$id":"12b25410"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="12b25410" */;
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

__validators["18eae961"] = validate13;
const schema32 = {"const":1,"title":"caption.role.1","$id":"18eae961"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="18eae961" */;
let vErrors = null;
let errors = 0;
if(1 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 1}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

__validators["523bfde3"] = validate14;
const schema33 = {"const":2,"title":"caption.role.2","$id":"523bfde3"};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="523bfde3" */;
let vErrors = null;
let errors = 0;
if(2 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 2}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

__validators["-1d0c497"] = validate15;
const schema34 = {"const":5,"title":"caption.role.5","$id":"-1d0c497"};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-1d0c497" */;
let vErrors = null;
let errors = 0;
if(5 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 5}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

__validators["1487c6f"] = validate16;
const schema35 = {"const":10,"title":"caption.role.10","$id":"1487c6f"};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="1487c6f" */;
let vErrors = null;
let errors = 0;
if(10 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 10}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}

__validators["aad870"] = validate17;
const schema36 = {"required":["selected","hasPin"],"properties":{"selected":{"const":true},"hasPin":{"const":true}},"$id":"aad870"};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="aad870" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.selected === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "selected"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.hasPin === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hasPin"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.selected !== undefined){
if(true !== data.selected){
const err2 = {instancePath:instancePath+"/selected",schemaPath:"#/properties/selected/const",keyword:"const",params:{allowedValue: true}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.hasPin !== undefined){
if(true !== data.hasPin){
const err3 = {instancePath:instancePath+"/hasPin",schemaPath:"#/properties/hasPin/const",keyword:"const",params:{allowedValue: true}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
validate17.errors = vErrors;
return errors === 0;
}

__validators["70092c7a"] = validate18;
const schema37 = {"type":"boolean","$id":"70092c7a"};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="70092c7a" */;
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}

__validators["6a46120b"] = validate19;
const schema38 = {"type":"null","$id":"6a46120b"};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6a46120b" */;
let vErrors = null;
let errors = 0;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate19.errors = vErrors;
return errors === 0;
}

__validators["29456f37"] = validate20;
const schema39 = {"type":"string","maxLength":20,"validCharacters":true,"$id":"29456f37"};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="29456f37" */;
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(func2(data) > 20){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 20}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(pattern0.test(data)){
const err1 = {instancePath,schemaPath:"#/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
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
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}

__validators["-4cb95640"] = validate21;
const schema40 = {"properties":{"type":{"enum":[0,5]}},"required":["type"],"$id":"-4cb95640"};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-4cb95640" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(!((data0 === 0) || (data0 === 5))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema40.properties.type.enum}};
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
validate21.errors = vErrors;
return errors === 0;
}

__validators["6006d37e"] = validate22;
const schema41 = {"properties":{"type":{"enum":[1,2]}},"required":["type"],"$id":"6006d37e"};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6006d37e" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(!((data0 === 1) || (data0 === 2))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema41.properties.type.enum}};
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
validate22.errors = vErrors;
return errors === 0;
}

__validators["2668fd6a"] = validate23;
const schema42 = {"properties":{"type":{"const":3}},"required":["type"],"$id":"2668fd6a"};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="2668fd6a" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
if(3 !== data.type){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: 3}};
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
validate23.errors = vErrors;
return errors === 0;
}

__validators["-5f126506"] = validate24;
const schema43 = {"const":0,"title":"caption.taxIdTin","$id":"-5f126506"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-5f126506" */;
let vErrors = null;
let errors = 0;
if(0 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}

__validators["-3efff16b"] = validate25;
const schema44 = {"const":1,"title":"caption.npi","$id":"-3efff16b"};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-3efff16b" */;
let vErrors = null;
let errors = 0;
if(1 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 1}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}

__validators["-16d1a9ef"] = validate26;
const schema45 = {"const":2,"title":"caption.groupNpi","$id":"-16d1a9ef"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-16d1a9ef" */;
let vErrors = null;
let errors = 0;
if(2 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 2}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}

__validators["5bb219ba"] = validate27;
const schema46 = {"const":3,"title":"caption.providerIdClid","$id":"5bb219ba"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="5bb219ba" */;
let vErrors = null;
let errors = 0;
if(3 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 3}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}

__validators["6d463b85"] = validate28;
const schema47 = {"const":4,"title":"caption.groupId","$id":"6d463b85"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6d463b85" */;
let vErrors = null;
let errors = 0;
if(4 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 4}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}

__validators["656f74c6"] = validate29;
const schema48 = {"const":5,"title":"caption.groupTin","$id":"656f74c6"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="656f74c6" */;
let vErrors = null;
let errors = 0;
if(5 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 5}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
