// generated - do not edit: written by `npm run gen` from schemas/models/api-clients-providers-user-update.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-clients-providers-user-update.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-clients-providers-user-update.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-clients-providers-user-update.json","title":"User Update","description":"Body of POST /api/user/update and /api/user/update/updateuserhealthplan, the spec's user update model. Provider roles send identifiers (each also carrying the screen's selectedType and providerIdentifierMappings, which the server does not read) and the health plans (providerClients) to attach them to; health plan roles send the one health plan they pick.","type":"object","required":["userId","userRole"],"properties":{"userId":{"title":"User","examples":[12],"type":"integer","minimum":1,"messages":{"required":"field.required","type":"field.invalid","minimum":"field.invalid"}},"userRole":{"$ref":"#/definitions/user-role"},"userName":{"title":"Username","type":["string","null"],"maxLength":150,"messages":{"type":"field.invalid","maxLength":"field.maxLength"},"validCharacters":true},"providerClients":{"title":"Health Plans","examples":[[{"id":3,"name":"Plan","selected":true}]],"type":["array","null"],"maxItems":500,"items":{"type":"object","required":["id"],"properties":{"id":{"title":"Health Plan","type":"integer","minimum":1,"maximum":2147483647,"messages":{"required":"field.required","type":"field.invalid","minimum":"field.invalid","maximum":"field.invalid"}},"name":{"type":["string","null"],"maxLength":200,"validCharacters":true},"selected":{"type":["boolean","null"]},"isSso":{"type":["boolean","null"]},"isNew":{"type":["boolean","null"]},"pin":{"title":"PIN","anyOf":[{"type":"boolean"},{"type":"null"},{"type":"string","maxLength":20,"validCharacters":true}],"messages":{"type":"field.invalid"}},"url":{"type":["string","null"],"maxLength":2000,"validCharacters":true},"totalProviders":{"type":["integer","null"]}},"messages":{"type":"field.invalid"}},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"providerIdentifiers":{"title":"Provider Identifiers","examples":[[{"type":1,"value":"1234567893"}]],"type":["array","null"],"maxItems":20,"items":{"$ref":"#/definitions/provider-identifier"},"uniqueByProperty":{"property":"value","messageId":"providerManagement.duplicateIdentifiers"},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"healthPlan":{"title":"Health Plan","examples":[null,{"id":3}],"type":["object","null"],"required":["id"],"properties":{"id":{"title":"Health Plan","type":"integer","minimum":1,"maximum":2147483647,"messages":{"required":"field.required","type":"field.invalid","minimum":"field.invalid","maximum":"field.invalid"}},"name":{"type":["string","null"],"maxLength":200,"validCharacters":true},"url":{"type":["string","null"],"maxLength":2000,"validCharacters":true},"isUnsupported":{"type":["boolean","null"]},"pin":{"title":"PIN","type":["string","null"],"maxLength":20,"messages":{"type":"field.invalid","maxLength":"field.invalid"},"validCharacters":true}},"messages":{"type":"field.invalid"}},"commercialHealthplanSelected":{"title":"Commercial Utilization Review","type":["boolean","null"],"messages":{"type":"field.invalid"}},"geneticCounselor":{"title":"Genetic Counselor","type":["boolean","null"],"messages":{"type":"field.invalid"}}},"allOf":[{"if":{"properties":{"userRole":{"const":5}},"required":["userRole"]},"then":{"required":["healthPlan"],"properties":{"healthPlan":{"type":"object","messages":{"type":"field.required"}}}}}],"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid","required":"field.required"},"examples":[{"userId":12,"userRole":1,"userName":"pat@clinic.example","providerIdentifiers":[{"value":"1234567893","type":1,"selectedType":{"key":1},"providerIdentifierMappings":[]}],"providerClients":[{"id":3,"name":"Plan","selected":true,"pin":"4321"}],"healthPlan":null,"commercialHealthplanSelected":true,"geneticCounselor":false},{"userId":12,"userRole":5,"healthPlan":{"id":3,"name":"Plan"}}],"invalidExamples":[{"value":{"userId":12,"userRole":5},"messageId":"field.required","path":"/healthPlan"},{"value":{"userId":12,"userRole":5,"healthPlan":null},"messageId":"field.required","path":"/healthPlan"},{"value":{"userId":12,"userRole":1,"providerIdentifiers":[{"value":"1234567893","type":1},{"value":"1234567893","type":1}]},"messageId":"providerManagement.duplicateIdentifiers","path":"/providerIdentifiers/1/value"},{"value":{"userId":12,"userRole":1,"providerIdentifiers":[{"value":"12345678","type":0}]},"messageId":"providerIdentifier.digits","path":"/providerIdentifiers/0/value"},{"value":{"userRole":1},"messageId":"field.required","path":"/userId"}],"definitions":{"user-role":{"title":"User Role","description":"The role a user registers for, by numeric id; each option carries its name as title so forms show names.","type":"integer","oneOf":[{"const":1,"title":"Ordering Provider"},{"const":2,"title":"Servicing Provider"},{"const":5,"title":"Health Plan Representative"},{"const":10,"title":"Genetic Counselor"}],"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid"},"examples":[1,2,5,10],"invalidExamples":[{"value":4,"messageId":"field.invalid"},{"value":"Ordering Provider","messageId":"field.invalid"}]},"provider-identifier":{"title":"Provider Identifier","description":"A provider identifier as the API carries it: its type by numeric key and its value, whose rule depends on the type (TIN and Group TIN 9 digits, NPI and Group NPI 10 digits, CLID at most 36 characters; Group ID has no rule of its own). Whether it is known and fits the role is the server's answer.","type":"object","required":["type","value"],"properties":{"type":{"title":"Identifier Type","type":"integer","oneOf":[{"const":0,"title":"Tax ID (TIN)"},{"const":1,"title":"NPI"},{"const":2,"title":"Group NPI"},{"const":3,"title":"Provider ID (CLID)"},{"const":4,"title":"Group ID"},{"const":5,"title":"Group TIN"}],"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid"}},"value":{"title":"Identifier","type":"string","messages":{"required":"field.required","minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly","validCharacters":"field.invalid"},"validCharacters":true}},"allOf":[{"if":{"properties":{"type":{"enum":[0,5]}},"required":["type"]},"then":{"properties":{"value":{"type":"string","minLength":9,"maxLength":9,"pattern":"^[0-9]*$","validCharacters":true}}}},{"if":{"properties":{"type":{"enum":[1,2]}},"required":["type"]},"then":{"properties":{"value":{"type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","validCharacters":true}}}},{"if":{"properties":{"type":{"const":3}},"required":["type"]},"then":{"properties":{"value":{"type":"string","patternRules":[{"pattern":"^[\\s\\S]{0,36}$","messageId":"providerIdentifier.clidLength"}],"validCharacters":true}}}}],"examples":[{"type":0,"value":"123456789"},{"type":5,"value":"987654321"},{"type":1,"value":"1234567893"},{"type":2,"value":"1987654321"},{"type":3,"value":"CL-1"},{"type":3,"value":"abcdefghijklmnopqrstuvwxyz0123456789"},{"type":4,"value":"G100"}],"invalidExamples":[{"value":{"type":0,"value":"12345678"},"messageId":"providerIdentifier.digits"},{"value":{"type":0,"value":"1234567890"},"messageId":"providerIdentifier.digits"},{"value":{"type":0,"value":"12345678A"},"messageId":"providerIdentifier.digitsOnly"},{"value":{"type":5,"value":"12345678"},"messageId":"providerIdentifier.digits"},{"value":{"type":1,"value":"123456789"},"messageId":"providerIdentifier.digits"},{"value":{"type":2,"value":"12345678901"},"messageId":"providerIdentifier.digits"},{"value":{"type":2,"value":"123456789O"},"messageId":"providerIdentifier.digitsOnly"},{"value":{"type":3,"value":"abcdefghijklmnopqrstuvwxyz0123456789X"},"messageId":"providerIdentifier.clidLength"},{"value":{"type":6,"value":"123456789"},"messageId":"field.invalid"},{"value":{"type":0},"messageId":"field.required"}]}}};
const schema28 = {"title":"User Role","description":"The role a user registers for, by numeric id; each option carries its name as title so forms show names.","type":"integer","oneOf":[{"const":1,"title":"Ordering Provider"},{"const":2,"title":"Servicing Provider"},{"const":5,"title":"Health Plan Representative"},{"const":10,"title":"Genetic Counselor"}],"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid"},"examples":[1,2,5,10],"invalidExamples":[{"value":4,"messageId":"field.invalid"},{"value":"Ordering Provider","messageId":"field.invalid"}]};
const schema29 = {"title":"Provider Identifier","description":"A provider identifier as the API carries it: its type by numeric key and its value, whose rule depends on the type (TIN and Group TIN 9 digits, NPI and Group NPI 10 digits, CLID at most 36 characters; Group ID has no rule of its own). Whether it is known and fits the role is the server's answer.","type":"object","required":["type","value"],"properties":{"type":{"title":"Identifier Type","type":"integer","oneOf":[{"const":0,"title":"Tax ID (TIN)"},{"const":1,"title":"NPI"},{"const":2,"title":"Group NPI"},{"const":3,"title":"Provider ID (CLID)"},{"const":4,"title":"Group ID"},{"const":5,"title":"Group TIN"}],"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid"}},"value":{"title":"Identifier","type":"string","messages":{"required":"field.required","minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly","validCharacters":"field.invalid"},"validCharacters":true}},"allOf":[{"if":{"properties":{"type":{"enum":[0,5]}},"required":["type"]},"then":{"properties":{"value":{"type":"string","minLength":9,"maxLength":9,"pattern":"^[0-9]*$","validCharacters":true}}}},{"if":{"properties":{"type":{"enum":[1,2]}},"required":["type"]},"then":{"properties":{"value":{"type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","validCharacters":true}}}},{"if":{"properties":{"type":{"const":3}},"required":["type"]},"then":{"properties":{"value":{"type":"string","patternRules":[{"pattern":"^[\\s\\S]{0,36}$","messageId":"providerIdentifier.clidLength"}],"validCharacters":true}}}}],"examples":[{"type":0,"value":"123456789"},{"type":5,"value":"987654321"},{"type":1,"value":"1234567893"},{"type":2,"value":"1987654321"},{"type":3,"value":"CL-1"},{"type":3,"value":"abcdefghijklmnopqrstuvwxyz0123456789"},{"type":4,"value":"G100"}],"invalidExamples":[{"value":{"type":0,"value":"12345678"},"messageId":"providerIdentifier.digits"},{"value":{"type":0,"value":"1234567890"},"messageId":"providerIdentifier.digits"},{"value":{"type":0,"value":"12345678A"},"messageId":"providerIdentifier.digitsOnly"},{"value":{"type":5,"value":"12345678"},"messageId":"providerIdentifier.digits"},{"value":{"type":1,"value":"123456789"},"messageId":"providerIdentifier.digits"},{"value":{"type":2,"value":"12345678901"},"messageId":"providerIdentifier.digits"},{"value":{"type":2,"value":"123456789O"},"messageId":"providerIdentifier.digitsOnly"},{"value":{"type":3,"value":"abcdefghijklmnopqrstuvwxyz0123456789X"},"messageId":"providerIdentifier.clidLength"},{"value":{"type":6,"value":"123456789"},"messageId":"field.invalid"},{"value":{"type":0},"messageId":"field.required"}]};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern4 = new RegExp("^[0-9]*$", "u");
const pattern8 = new RegExp("^[\\s\\S]{0,36}$", "u");

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
if(5 !== data.userRole){
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
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.healthPlan === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "healthPlan"},message:"must have required property '"+"healthPlan"+"'",schema:schema27.allOf[0].then.required,parentSchema:schema27.allOf[0].then,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.healthPlan !== undefined){
let data1 = data.healthPlan;
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
const err3 = {instancePath:instancePath+"/healthPlan",schemaPath:"#/allOf/0/then/properties/healthPlan/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.allOf[0].then.properties.healthPlan.type,parentSchema:schema27.allOf[0].then.properties.healthPlan,data:data1};
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
var _valid0 = _errs6 === errors;
valid1 = _valid0;
}
if(!valid1){
const err4 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema27.allOf[0].if,parentSchema:schema27.allOf[0],data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userId === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userId"},message:"must have required property '"+"userId"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.userRole === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userRole"},message:"must have required property '"+"userRole"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "userId") || (key0 === "userRole")) || (key0 === "userName")) || (key0 === "providerClients")) || (key0 === "providerIdentifiers")) || (key0 === "healthPlan")) || (key0 === "commercialHealthplanSelected")) || (key0 === "geneticCounselor"))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.userId !== undefined){
let data2 = data.userId;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err8 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema27.properties.userId.type,parentSchema:schema27.properties.userId,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 < 1 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema27.properties.userId,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.userRole !== undefined){
let data3 = data.userRole;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err10 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema28.type,parentSchema:schema28,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const _errs19 = errors;
let valid6 = false;
let passing0 = null;
const _errs20 = errors;
if(1 !== data3){
const err11 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/oneOf/0/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema28.oneOf[0],data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs20 === errors;
if(_valid1){
valid6 = true;
passing0 = 0;
}
const _errs21 = errors;
if(2 !== data3){
const err12 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/oneOf/1/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant",schema:2,parentSchema:schema28.oneOf[1],data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid1 = _errs21 === errors;
if(_valid1 && valid6){
valid6 = false;
passing0 = [passing0, 1];
}
else {
if(_valid1){
valid6 = true;
passing0 = 1;
}
const _errs22 = errors;
if(5 !== data3){
const err13 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/oneOf/2/const",keyword:"const",params:{allowedValue: 5},message:"must be equal to constant",schema:5,parentSchema:schema28.oneOf[2],data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid1 = _errs22 === errors;
if(_valid1 && valid6){
valid6 = false;
passing0 = [passing0, 2];
}
else {
if(_valid1){
valid6 = true;
passing0 = 2;
}
const _errs23 = errors;
if(10 !== data3){
const err14 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/oneOf/3/const",keyword:"const",params:{allowedValue: 10},message:"must be equal to constant",schema:10,parentSchema:schema28.oneOf[3],data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid1 = _errs23 === errors;
if(_valid1 && valid6){
valid6 = false;
passing0 = [passing0, 3];
}
else {
if(_valid1){
valid6 = true;
passing0 = 3;
}
}
}
}
if(!valid6){
const err15 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema28.oneOf,parentSchema:schema28,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.userName !== undefined){
let data4 = data.userName;
if((typeof data4 !== "string") && (data4 !== null)){
const err16 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/type",keyword:"type",params:{type: schema27.properties.userName.type},message:"must be string,null",schema:schema27.properties.userName.type,parentSchema:schema27.properties.userName,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(typeof data4 === "string"){
if(func2(data4) > 150){
const err17 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/maxLength",keyword:"maxLength",params:{limit: 150},message:"must NOT have more than 150 characters",schema:150,parentSchema:schema27.properties.userName,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(pattern0.test(data4)){
const err18 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.userName,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.providerClients !== undefined){
let data5 = data.providerClients;
if((!(Array.isArray(data5))) && (data5 !== null)){
const err19 = {instancePath:instancePath+"/providerClients",schemaPath:"#/properties/providerClients/type",keyword:"type",params:{type: schema27.properties.providerClients.type},message:"must be array,null",schema:schema27.properties.providerClients.type,parentSchema:schema27.properties.providerClients,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(Array.isArray(data5)){
if(data5.length > 500){
const err20 = {instancePath:instancePath+"/providerClients",schemaPath:"#/properties/providerClients/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items",schema:500,parentSchema:schema27.properties.providerClients,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.id === undefined){
const err21 = {instancePath:instancePath+"/providerClients/" + i0,schemaPath:"#/properties/providerClients/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema27.properties.providerClients.items.required,parentSchema:schema27.properties.providerClients.items,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data6.id !== undefined){
let data7 = data6.id;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err22 = {instancePath:instancePath+"/providerClients/" + i0+"/id",schemaPath:"#/properties/providerClients/items/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema27.properties.providerClients.items.properties.id.type,parentSchema:schema27.properties.providerClients.items.properties.id,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 > 2147483647 || isNaN(data7)){
const err23 = {instancePath:instancePath+"/providerClients/" + i0+"/id",schemaPath:"#/properties/providerClients/items/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema27.properties.providerClients.items.properties.id,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err24 = {instancePath:instancePath+"/providerClients/" + i0+"/id",schemaPath:"#/properties/providerClients/items/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema27.properties.providerClients.items.properties.id,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data6.name !== undefined){
let data8 = data6.name;
if((typeof data8 !== "string") && (data8 !== null)){
const err25 = {instancePath:instancePath+"/providerClients/" + i0+"/name",schemaPath:"#/properties/providerClients/items/properties/name/type",keyword:"type",params:{type: schema27.properties.providerClients.items.properties.name.type},message:"must be string,null",schema:schema27.properties.providerClients.items.properties.name.type,parentSchema:schema27.properties.providerClients.items.properties.name,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data8 === "string"){
if(func2(data8) > 200){
const err26 = {instancePath:instancePath+"/providerClients/" + i0+"/name",schemaPath:"#/properties/providerClients/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema27.properties.providerClients.items.properties.name,data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(pattern0.test(data8)){
const err27 = {instancePath:instancePath+"/providerClients/" + i0+"/name",schemaPath:"#/properties/providerClients/items/properties/name/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.providerClients.items.properties.name,data:data8};
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
if(data6.selected !== undefined){
let data9 = data6.selected;
if((typeof data9 !== "boolean") && (data9 !== null)){
const err28 = {instancePath:instancePath+"/providerClients/" + i0+"/selected",schemaPath:"#/properties/providerClients/items/properties/selected/type",keyword:"type",params:{type: schema27.properties.providerClients.items.properties.selected.type},message:"must be boolean,null",schema:schema27.properties.providerClients.items.properties.selected.type,parentSchema:schema27.properties.providerClients.items.properties.selected,data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data6.isSso !== undefined){
let data10 = data6.isSso;
if((typeof data10 !== "boolean") && (data10 !== null)){
const err29 = {instancePath:instancePath+"/providerClients/" + i0+"/isSso",schemaPath:"#/properties/providerClients/items/properties/isSso/type",keyword:"type",params:{type: schema27.properties.providerClients.items.properties.isSso.type},message:"must be boolean,null",schema:schema27.properties.providerClients.items.properties.isSso.type,parentSchema:schema27.properties.providerClients.items.properties.isSso,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data6.isNew !== undefined){
let data11 = data6.isNew;
if((typeof data11 !== "boolean") && (data11 !== null)){
const err30 = {instancePath:instancePath+"/providerClients/" + i0+"/isNew",schemaPath:"#/properties/providerClients/items/properties/isNew/type",keyword:"type",params:{type: schema27.properties.providerClients.items.properties.isNew.type},message:"must be boolean,null",schema:schema27.properties.providerClients.items.properties.isNew.type,parentSchema:schema27.properties.providerClients.items.properties.isNew,data:data11};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data6.pin !== undefined){
let data12 = data6.pin;
const _errs47 = errors;
let valid10 = false;
const _errs48 = errors;
if(typeof data12 !== "boolean"){
const err31 = {instancePath:instancePath+"/providerClients/" + i0+"/pin",schemaPath:"#/properties/providerClients/items/properties/pin/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema27.properties.providerClients.items.properties.pin.anyOf[0].type,parentSchema:schema27.properties.providerClients.items.properties.pin.anyOf[0],data:data12};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid2 = _errs48 === errors;
valid10 = valid10 || _valid2;
if(!valid10){
const _errs50 = errors;
if(data12 !== null){
const err32 = {instancePath:instancePath+"/providerClients/" + i0+"/pin",schemaPath:"#/properties/providerClients/items/properties/pin/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema27.properties.providerClients.items.properties.pin.anyOf[1].type,parentSchema:schema27.properties.providerClients.items.properties.pin.anyOf[1],data:data12};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid2 = _errs50 === errors;
valid10 = valid10 || _valid2;
if(!valid10){
const _errs52 = errors;
if(typeof data12 === "string"){
if(func2(data12) > 20){
const err33 = {instancePath:instancePath+"/providerClients/" + i0+"/pin",schemaPath:"#/properties/providerClients/items/properties/pin/anyOf/2/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema27.properties.providerClients.items.properties.pin.anyOf[2],data:data12};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(pattern0.test(data12)){
const err34 = {instancePath:instancePath+"/providerClients/" + i0+"/pin",schemaPath:"#/properties/providerClients/items/properties/pin/anyOf/2/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.providerClients.items.properties.pin.anyOf[2],data:data12};
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
const err35 = {instancePath:instancePath+"/providerClients/" + i0+"/pin",schemaPath:"#/properties/providerClients/items/properties/pin/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.providerClients.items.properties.pin.anyOf[2].type,parentSchema:schema27.properties.providerClients.items.properties.pin.anyOf[2],data:data12};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid2 = _errs52 === errors;
valid10 = valid10 || _valid2;
}
}
if(!valid10){
const err36 = {instancePath:instancePath+"/providerClients/" + i0+"/pin",schemaPath:"#/properties/providerClients/items/properties/pin/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema27.properties.providerClients.items.properties.pin.anyOf,parentSchema:schema27.properties.providerClients.items.properties.pin,data:data12};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
else {
errors = _errs47;
if(vErrors !== null){
if(_errs47){
vErrors.length = _errs47;
}
else {
vErrors = null;
}
}
}
}
if(data6.url !== undefined){
let data13 = data6.url;
if((typeof data13 !== "string") && (data13 !== null)){
const err37 = {instancePath:instancePath+"/providerClients/" + i0+"/url",schemaPath:"#/properties/providerClients/items/properties/url/type",keyword:"type",params:{type: schema27.properties.providerClients.items.properties.url.type},message:"must be string,null",schema:schema27.properties.providerClients.items.properties.url.type,parentSchema:schema27.properties.providerClients.items.properties.url,data:data13};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(typeof data13 === "string"){
if(func2(data13) > 2000){
const err38 = {instancePath:instancePath+"/providerClients/" + i0+"/url",schemaPath:"#/properties/providerClients/items/properties/url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema27.properties.providerClients.items.properties.url,data:data13};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(pattern0.test(data13)){
const err39 = {instancePath:instancePath+"/providerClients/" + i0+"/url",schemaPath:"#/properties/providerClients/items/properties/url/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.providerClients.items.properties.url,data:data13};
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
if(data6.totalProviders !== undefined){
let data14 = data6.totalProviders;
if((!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))) && (data14 !== null)){
const err40 = {instancePath:instancePath+"/providerClients/" + i0+"/totalProviders",schemaPath:"#/properties/providerClients/items/properties/totalProviders/type",keyword:"type",params:{type: schema27.properties.providerClients.items.properties.totalProviders.type},message:"must be integer,null",schema:schema27.properties.providerClients.items.properties.totalProviders.type,parentSchema:schema27.properties.providerClients.items.properties.totalProviders,data:data14};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/providerClients/" + i0,schemaPath:"#/properties/providerClients/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.properties.providerClients.items.type,parentSchema:schema27.properties.providerClients.items,data:data6};
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
}
if(data.providerIdentifiers !== undefined){
let data15 = data.providerIdentifiers;
if((!(Array.isArray(data15))) && (data15 !== null)){
const err42 = {instancePath:instancePath+"/providerIdentifiers",schemaPath:"#/properties/providerIdentifiers/type",keyword:"type",params:{type: schema27.properties.providerIdentifiers.type},message:"must be array,null",schema:schema27.properties.providerIdentifiers.type,parentSchema:schema27.properties.providerIdentifiers,data:data15};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(Array.isArray(data15)){
if(data15.length > 20){
const err43 = {instancePath:instancePath+"/providerIdentifiers",schemaPath:"#/properties/providerIdentifiers/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items",schema:20,parentSchema:schema27.properties.providerIdentifiers,data:data15};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
const len1 = data15.length;
for(let i1=0; i1<len1; i1++){
let data16 = data15[i1];
const _errs66 = errors;
let valid15 = true;
const _errs67 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing1;
if((data16.type === undefined) && (missing1 = "type")){
const err44 = {};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
else {
if(data16.type !== undefined){
let data17 = data16.type;
if(!((data17 === 0) || (data17 === 5))){
const err45 = {};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
}
var _valid3 = _errs67 === errors;
errors = _errs66;
if(vErrors !== null){
if(_errs66){
vErrors.length = _errs66;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs69 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.value !== undefined){
let data18 = data16.value;
if(typeof data18 === "string"){
if(func2(data18) > 9){
const err46 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/maxLength",keyword:"maxLength",params:{limit: 9},message:"must NOT have more than 9 characters",schema:9,parentSchema:schema29.allOf[0].then.properties.value,data:data18};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(func2(data18) < 9){
const err47 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/minLength",keyword:"minLength",params:{limit: 9},message:"must NOT have fewer than 9 characters",schema:9,parentSchema:schema29.allOf[0].then.properties.value,data:data18};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(!pattern4.test(data18)){
const err48 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"},message:"must match pattern \""+"^[0-9]*$"+"\"",schema:"^[0-9]*$",parentSchema:schema29.allOf[0].then.properties.value,data:data18};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(pattern0.test(data18)){
const err49 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema29.allOf[0].then.properties.value,data:data18};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.allOf[0].then.properties.value.type,parentSchema:schema29.allOf[0].then.properties.value,data:data18};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
var _valid3 = _errs69 === errors;
valid15 = _valid3;
}
if(!valid15){
const err51 = {instancePath:instancePath+"/providerIdentifiers/" + i1,schemaPath:"#/definitions/provider-identifier/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema29.allOf[0].if,parentSchema:schema29.allOf[0],data:data16};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
const _errs73 = errors;
let valid18 = true;
const _errs74 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing2;
if((data16.type === undefined) && (missing2 = "type")){
const err52 = {};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
else {
if(data16.type !== undefined){
let data19 = data16.type;
if(!((data19 === 1) || (data19 === 2))){
const err53 = {};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
}
var _valid4 = _errs74 === errors;
errors = _errs73;
if(vErrors !== null){
if(_errs73){
vErrors.length = _errs73;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs76 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.value !== undefined){
let data20 = data16.value;
if(typeof data20 === "string"){
if(func2(data20) > 10){
const err54 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema29.allOf[1].then.properties.value,data:data20};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(func2(data20) < 10){
const err55 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema29.allOf[1].then.properties.value,data:data20};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(!pattern4.test(data20)){
const err56 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"},message:"must match pattern \""+"^[0-9]*$"+"\"",schema:"^[0-9]*$",parentSchema:schema29.allOf[1].then.properties.value,data:data20};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(pattern0.test(data20)){
const err57 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema29.allOf[1].then.properties.value,data:data20};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.allOf[1].then.properties.value.type,parentSchema:schema29.allOf[1].then.properties.value,data:data20};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
var _valid4 = _errs76 === errors;
valid18 = _valid4;
}
if(!valid18){
const err59 = {instancePath:instancePath+"/providerIdentifiers/" + i1,schemaPath:"#/definitions/provider-identifier/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema29.allOf[1].if,parentSchema:schema29.allOf[1],data:data16};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
const _errs80 = errors;
let valid21 = true;
const _errs81 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing3;
if((data16.type === undefined) && (missing3 = "type")){
const err60 = {};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
else {
if(data16.type !== undefined){
if(3 !== data16.type){
const err61 = {};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
}
var _valid5 = _errs81 === errors;
errors = _errs80;
if(vErrors !== null){
if(_errs80){
vErrors.length = _errs80;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs83 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.value !== undefined){
let data22 = data16.value;
if(typeof data22 === "string"){
if(!pattern8.test(data22)){
const err62 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/2/then/properties/value/patternRules",keyword:"patternRules",params:{messageId: "providerIdentifier.clidLength", pattern: "^[\\s\\S]{0,36}$"},message:"must match the pattern rule",schema:schema29.allOf[2].then.properties.value.patternRules,parentSchema:schema29.allOf[2].then.properties.value,data:data22};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(pattern0.test(data22)){
const err63 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/2/then/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema29.allOf[2].then.properties.value,data:data22};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/allOf/2/then/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.allOf[2].then.properties.value.type,parentSchema:schema29.allOf[2].then.properties.value,data:data22};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
var _valid5 = _errs83 === errors;
valid21 = _valid5;
}
if(!valid21){
const err65 = {instancePath:instancePath+"/providerIdentifiers/" + i1,schemaPath:"#/definitions/provider-identifier/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema29.allOf[2].if,parentSchema:schema29.allOf[2],data:data16};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.type === undefined){
const err66 = {instancePath:instancePath+"/providerIdentifiers/" + i1,schemaPath:"#/definitions/provider-identifier/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema29.required,parentSchema:schema29,data:data16};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data16.value === undefined){
const err67 = {instancePath:instancePath+"/providerIdentifiers/" + i1,schemaPath:"#/definitions/provider-identifier/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'",schema:schema29.required,parentSchema:schema29,data:data16};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data16.type !== undefined){
let data23 = data16.type;
if(!((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23)))){
const err68 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema29.properties.type.type,parentSchema:schema29.properties.type,data:data23};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
const _errs89 = errors;
let valid25 = false;
let passing1 = null;
const _errs90 = errors;
if(0 !== data23){
const err69 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/0/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant",schema:0,parentSchema:schema29.properties.type.oneOf[0],data:data23};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var _valid6 = _errs90 === errors;
if(_valid6){
valid25 = true;
passing1 = 0;
}
const _errs91 = errors;
if(1 !== data23){
const err70 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/1/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema29.properties.type.oneOf[1],data:data23};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid6 = _errs91 === errors;
if(_valid6 && valid25){
valid25 = false;
passing1 = [passing1, 1];
}
else {
if(_valid6){
valid25 = true;
passing1 = 1;
}
const _errs92 = errors;
if(2 !== data23){
const err71 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/2/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant",schema:2,parentSchema:schema29.properties.type.oneOf[2],data:data23};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid6 = _errs92 === errors;
if(_valid6 && valid25){
valid25 = false;
passing1 = [passing1, 2];
}
else {
if(_valid6){
valid25 = true;
passing1 = 2;
}
const _errs93 = errors;
if(3 !== data23){
const err72 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/3/const",keyword:"const",params:{allowedValue: 3},message:"must be equal to constant",schema:3,parentSchema:schema29.properties.type.oneOf[3],data:data23};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid6 = _errs93 === errors;
if(_valid6 && valid25){
valid25 = false;
passing1 = [passing1, 3];
}
else {
if(_valid6){
valid25 = true;
passing1 = 3;
}
const _errs94 = errors;
if(4 !== data23){
const err73 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/4/const",keyword:"const",params:{allowedValue: 4},message:"must be equal to constant",schema:4,parentSchema:schema29.properties.type.oneOf[4],data:data23};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
var _valid6 = _errs94 === errors;
if(_valid6 && valid25){
valid25 = false;
passing1 = [passing1, 4];
}
else {
if(_valid6){
valid25 = true;
passing1 = 4;
}
const _errs95 = errors;
if(5 !== data23){
const err74 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/5/const",keyword:"const",params:{allowedValue: 5},message:"must be equal to constant",schema:5,parentSchema:schema29.properties.type.oneOf[5],data:data23};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid6 = _errs95 === errors;
if(_valid6 && valid25){
valid25 = false;
passing1 = [passing1, 5];
}
else {
if(_valid6){
valid25 = true;
passing1 = 5;
}
}
}
}
}
}
if(!valid25){
const err75 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema29.properties.type.oneOf,parentSchema:schema29.properties.type,data:data23};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
else {
errors = _errs89;
if(vErrors !== null){
if(_errs89){
vErrors.length = _errs89;
}
else {
vErrors = null;
}
}
}
}
if(data16.value !== undefined){
let data24 = data16.value;
if(typeof data24 === "string"){
if(pattern0.test(data24)){
const err76 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema29.properties.value,data:data24};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
else {
const err77 = {instancePath:instancePath+"/providerIdentifiers/" + i1+"/value",schemaPath:"#/definitions/provider-identifier/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.value.type,parentSchema:schema29.properties.value,data:data24};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/providerIdentifiers/" + i1,schemaPath:"#/definitions/provider-identifier/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema29.type,parentSchema:schema29,data:data16};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
for(let j0=1; j0<data15.length; j0++){
for(let i2=0; i2<j0; i2++){
if(data15[i2] && data15[j0] && typeof data15[i2] == "object" && typeof data15[j0] == "object" && data15[i2]["value"] !== undefined && data15[i2]["value"] !== null && data15[i2]["value"] === data15[j0]["value"]){
const err79 = {instancePath:instancePath+"/providerIdentifiers",schemaPath:"#/properties/providerIdentifiers/uniqueByProperty",keyword:"uniqueByProperty",params:{messageId: "providerManagement.duplicateIdentifiers", property: "value", index: j0},message:"must not repeat a property value",schema:schema27.properties.providerIdentifiers.uniqueByProperty,parentSchema:schema27.properties.providerIdentifiers,data:data15};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
}
}
if(data.healthPlan !== undefined){
let data25 = data.healthPlan;
if((!(data25 && typeof data25 == "object" && !Array.isArray(data25))) && (data25 !== null)){
const err80 = {instancePath:instancePath+"/healthPlan",schemaPath:"#/properties/healthPlan/type",keyword:"type",params:{type: schema27.properties.healthPlan.type},message:"must be object,null",schema:schema27.properties.healthPlan.type,parentSchema:schema27.properties.healthPlan,data:data25};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.id === undefined){
const err81 = {instancePath:instancePath+"/healthPlan",schemaPath:"#/properties/healthPlan/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema27.properties.healthPlan.required,parentSchema:schema27.properties.healthPlan,data:data25};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data25.id !== undefined){
let data26 = data25.id;
if(!((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26)))){
const err82 = {instancePath:instancePath+"/healthPlan/id",schemaPath:"#/properties/healthPlan/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema27.properties.healthPlan.properties.id.type,parentSchema:schema27.properties.healthPlan.properties.id,data:data26};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(typeof data26 == "number"){
if(data26 > 2147483647 || isNaN(data26)){
const err83 = {instancePath:instancePath+"/healthPlan/id",schemaPath:"#/properties/healthPlan/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema27.properties.healthPlan.properties.id,data:data26};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data26 < 1 || isNaN(data26)){
const err84 = {instancePath:instancePath+"/healthPlan/id",schemaPath:"#/properties/healthPlan/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema27.properties.healthPlan.properties.id,data:data26};
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
if(data25.name !== undefined){
let data27 = data25.name;
if((typeof data27 !== "string") && (data27 !== null)){
const err85 = {instancePath:instancePath+"/healthPlan/name",schemaPath:"#/properties/healthPlan/properties/name/type",keyword:"type",params:{type: schema27.properties.healthPlan.properties.name.type},message:"must be string,null",schema:schema27.properties.healthPlan.properties.name.type,parentSchema:schema27.properties.healthPlan.properties.name,data:data27};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(typeof data27 === "string"){
if(func2(data27) > 200){
const err86 = {instancePath:instancePath+"/healthPlan/name",schemaPath:"#/properties/healthPlan/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema27.properties.healthPlan.properties.name,data:data27};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(pattern0.test(data27)){
const err87 = {instancePath:instancePath+"/healthPlan/name",schemaPath:"#/properties/healthPlan/properties/name/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.healthPlan.properties.name,data:data27};
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
if(data25.url !== undefined){
let data28 = data25.url;
if((typeof data28 !== "string") && (data28 !== null)){
const err88 = {instancePath:instancePath+"/healthPlan/url",schemaPath:"#/properties/healthPlan/properties/url/type",keyword:"type",params:{type: schema27.properties.healthPlan.properties.url.type},message:"must be string,null",schema:schema27.properties.healthPlan.properties.url.type,parentSchema:schema27.properties.healthPlan.properties.url,data:data28};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(typeof data28 === "string"){
if(func2(data28) > 2000){
const err89 = {instancePath:instancePath+"/healthPlan/url",schemaPath:"#/properties/healthPlan/properties/url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema27.properties.healthPlan.properties.url,data:data28};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(pattern0.test(data28)){
const err90 = {instancePath:instancePath+"/healthPlan/url",schemaPath:"#/properties/healthPlan/properties/url/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.healthPlan.properties.url,data:data28};
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
if(data25.isUnsupported !== undefined){
let data29 = data25.isUnsupported;
if((typeof data29 !== "boolean") && (data29 !== null)){
const err91 = {instancePath:instancePath+"/healthPlan/isUnsupported",schemaPath:"#/properties/healthPlan/properties/isUnsupported/type",keyword:"type",params:{type: schema27.properties.healthPlan.properties.isUnsupported.type},message:"must be boolean,null",schema:schema27.properties.healthPlan.properties.isUnsupported.type,parentSchema:schema27.properties.healthPlan.properties.isUnsupported,data:data29};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data25.pin !== undefined){
let data30 = data25.pin;
if((typeof data30 !== "string") && (data30 !== null)){
const err92 = {instancePath:instancePath+"/healthPlan/pin",schemaPath:"#/properties/healthPlan/properties/pin/type",keyword:"type",params:{type: schema27.properties.healthPlan.properties.pin.type},message:"must be string,null",schema:schema27.properties.healthPlan.properties.pin.type,parentSchema:schema27.properties.healthPlan.properties.pin,data:data30};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(typeof data30 === "string"){
if(func2(data30) > 20){
const err93 = {instancePath:instancePath+"/healthPlan/pin",schemaPath:"#/properties/healthPlan/properties/pin/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema27.properties.healthPlan.properties.pin,data:data30};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(pattern0.test(data30)){
const err94 = {instancePath:instancePath+"/healthPlan/pin",schemaPath:"#/properties/healthPlan/properties/pin/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema27.properties.healthPlan.properties.pin,data:data30};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
}
}
if(data.commercialHealthplanSelected !== undefined){
let data31 = data.commercialHealthplanSelected;
if((typeof data31 !== "boolean") && (data31 !== null)){
const err95 = {instancePath:instancePath+"/commercialHealthplanSelected",schemaPath:"#/properties/commercialHealthplanSelected/type",keyword:"type",params:{type: schema27.properties.commercialHealthplanSelected.type},message:"must be boolean,null",schema:schema27.properties.commercialHealthplanSelected.type,parentSchema:schema27.properties.commercialHealthplanSelected,data:data31};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data.geneticCounselor !== undefined){
let data32 = data.geneticCounselor;
if((typeof data32 !== "boolean") && (data32 !== null)){
const err96 = {instancePath:instancePath+"/geneticCounselor",schemaPath:"#/properties/geneticCounselor/type",keyword:"type",params:{type: schema27.properties.geneticCounselor.type},message:"must be boolean,null",schema:schema27.properties.geneticCounselor.type,parentSchema:schema27.properties.geneticCounselor,data:data32};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
}
else {
const err97 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

__validators["-26763ae6"] = validate11;
const schema30 = {"properties":{"userRole":{"const":5}},"required":["userRole"],"$id":"-26763ae6"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-26763ae6" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userRole === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userRole"},message:"must have required property '"+"userRole"+"'",schema:schema30.required,parentSchema:schema30,data};
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
if(5 !== data0){
const err1 = {instancePath:instancePath+"/userRole",schemaPath:"#/properties/userRole/const",keyword:"const",params:{allowedValue: 5},message:"must be equal to constant",schema:5,parentSchema:schema30.properties.userRole,data:data0};
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
validate11.errors = vErrors;
return errors === 0;
}

__validators["-37fa594d"] = validate12;
const schema31 = {"const":1,"title":"Ordering Provider","$id":"-37fa594d"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-37fa594d" */;
let vErrors = null;
let errors = 0;
if(1 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema31,data};
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

__validators["c232e40"] = validate13;
const schema32 = {"const":2,"title":"Servicing Provider","$id":"c232e40"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="c232e40" */;
let vErrors = null;
let errors = 0;
if(2 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant",schema:2,parentSchema:schema32,data};
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

__validators["216fb934"] = validate14;
const schema33 = {"const":5,"title":"Health Plan Representative","$id":"216fb934"};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="216fb934" */;
let vErrors = null;
let errors = 0;
if(5 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 5},message:"must be equal to constant",schema:5,parentSchema:schema33,data};
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

__validators["-68ad434f"] = validate15;
const schema34 = {"const":10,"title":"Genetic Counselor","$id":"-68ad434f"};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-68ad434f" */;
let vErrors = null;
let errors = 0;
if(10 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 10},message:"must be equal to constant",schema:10,parentSchema:schema34,data};
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

__validators["70092c7a"] = validate16;
const schema35 = {"type":"boolean","$id":"70092c7a"};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="70092c7a" */;
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema35.type,parentSchema:schema35,data};
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

__validators["6a46120b"] = validate17;
const schema36 = {"type":"null","$id":"6a46120b"};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6a46120b" */;
let vErrors = null;
let errors = 0;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema36.type,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

__validators["29456f37"] = validate18;
const schema37 = {"type":"string","maxLength":20,"validCharacters":true,"$id":"29456f37"};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="29456f37" */;
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(func2(data) > 20){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(pattern0.test(data)){
const err1 = {instancePath,schemaPath:"#/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema37,data};
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
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.type,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}

__validators["-4cb95640"] = validate19;
const schema38 = {"properties":{"type":{"enum":[0,5]}},"required":["type"],"$id":"-4cb95640"};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-4cb95640" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema38.required,parentSchema:schema38,data};
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
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema38.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema38.properties.type.enum,parentSchema:schema38.properties.type,data:data0};
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
validate19.errors = vErrors;
return errors === 0;
}

__validators["6006d37e"] = validate20;
const schema39 = {"properties":{"type":{"enum":[1,2]}},"required":["type"],"$id":"6006d37e"};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6006d37e" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema39.required,parentSchema:schema39,data};
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
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema39.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema39.properties.type.enum,parentSchema:schema39.properties.type,data:data0};
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
validate20.errors = vErrors;
return errors === 0;
}

__validators["2668fd6a"] = validate21;
const schema40 = {"properties":{"type":{"const":3}},"required":["type"],"$id":"2668fd6a"};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="2668fd6a" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema40.required,parentSchema:schema40,data};
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
if(3 !== data0){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: 3},message:"must be equal to constant",schema:3,parentSchema:schema40.properties.type,data:data0};
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

__validators["7e1786c7"] = validate22;
const schema41 = {"const":0,"title":"Tax ID (TIN)","$id":"7e1786c7"};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="7e1786c7" */;
let vErrors = null;
let errors = 0;
if(0 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant",schema:0,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}

__validators["-f78dc83"] = validate23;
const schema42 = {"const":1,"title":"NPI","$id":"-f78dc83"};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-f78dc83" */;
let vErrors = null;
let errors = 0;
if(1 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}

__validators["-60a99b25"] = validate24;
const schema43 = {"const":2,"title":"Group NPI","$id":"-60a99b25"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-60a99b25" */;
let vErrors = null;
let errors = 0;
if(2 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant",schema:2,parentSchema:schema43,data};
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

__validators["532cb2b5"] = validate25;
const schema44 = {"const":3,"title":"Provider ID (CLID)","$id":"532cb2b5"};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="532cb2b5" */;
let vErrors = null;
let errors = 0;
if(3 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 3},message:"must be equal to constant",schema:3,parentSchema:schema44,data};
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

__validators["-7e93f461"] = validate26;
const schema45 = {"const":4,"title":"Group ID","$id":"-7e93f461"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-7e93f461" */;
let vErrors = null;
let errors = 0;
if(4 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 4},message:"must be equal to constant",schema:4,parentSchema:schema45,data};
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

__validators["333905ea"] = validate27;
const schema46 = {"const":5,"title":"Group TIN","$id":"333905ea"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="333905ea" */;
let vErrors = null;
let errors = 0;
if(5 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 5},message:"must be equal to constant",schema:5,parentSchema:schema46,data};
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
